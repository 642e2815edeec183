// The review mock's browser script: a small stand-in for Fera's widget script with the same
// contract the shop relies on (docs/decisions/reviews.md). The page queues commands on `window.fera`
// (an array) before the script loads: ['configure', {store_pk, shop, primary_color}] and
// ['loadContainers']. After its own start-up (it fetches nothing, but takes 300 ms, so the shop's
// init polling is exercised) it replaces the array with an object whose `push` runs commands, then
// renders every `[data-fera-container]`: the published reviews and a form that posts to the API.
export const WIDGET_BOOT_MS = 300;

export const widgetScript = `(function () {
  var script = document.currentScript;
  var api = new URL(script.src).origin + '/review/api/v3/public';
  var settings = { pk: null, shop: null, color: '#02f900' };
  var INK = '#0b1f2a';
  function el(tag, styles, text) {
    var node = document.createElement(tag);
    if (styles) for (var k in styles) node.style[k] = styles[k];
    if (text != null) node.textContent = text;
    return node;
  }
  function stars(n) { return '★★★★★'.slice(0, n) + '☆☆☆☆☆'.slice(0, 5 - n); }
  function call(path, options) {
    options = options || {};
    var headers = { 'Public-Key': settings.pk || '' };
    if (options.body) headers['Content-Type'] = 'application/json';
    return fetch(api + path, { method: options.method || 'GET', headers: headers, body: options.body });
  }
  function field(labelText, control, id) {
    var wrap = el('div', { display: 'grid', gap: '4px' });
    var label = el('label', { fontWeight: '600' }, labelText);
    label.htmlFor = id; control.id = id;
    wrap.append(label, control);
    return wrap;
  }
  function input(tag) {
    var node = el(tag, { minHeight: '44px', padding: '10px 12px', border: '1px solid #9fb3bc', borderRadius: '8px', font: 'inherit', width: '100%', boxSizing: 'border-box' });
    node.required = true;
    return node;
  }
  function renderForm(container, productId) {
    var form = el('form', { display: 'grid', gap: '12px', background: '#f5f9fb', borderRadius: '12px', padding: '16px' });
    form.setAttribute('aria-label', 'Write a review');
    form.append(el('h3', { margin: '0', fontSize: '1.125rem' }, 'Write a review'));
    var rating = el('fieldset', { border: '0', padding: '0', margin: '0', display: 'flex', flexWrap: 'wrap', gap: '8px' });
    rating.append(el('legend', { fontWeight: '600', marginBottom: '4px' }, 'Rating'));
    for (var i = 5; i >= 1; i--) {
      var option = el('label', { display: 'inline-flex', alignItems: 'center', gap: '6px', minHeight: '44px', minWidth: '44px', padding: '0 12px', borderRadius: '8px', background: INK, color: settings.color, cursor: 'pointer' });
      var radio = el('input'); radio.type = 'radio'; radio.name = 'rating'; radio.value = String(i); radio.required = true;
      radio.style.accentColor = settings.color;
      option.append(radio, document.createTextNode(i + ' ★'));
      rating.append(option);
    }
    var name = input('input'); name.name = 'name'; name.autocomplete = 'name';
    var body = input('textarea'); body.name = 'body'; body.rows = 4;
    var submit = el('button', { minHeight: '44px', padding: '0 20px', border: '0', borderRadius: '8px', background: settings.color, color: INK, fontWeight: '700', font: 'inherit', cursor: 'pointer', justifySelf: 'start' }, 'Submit review');
    submit.type = 'submit';
    submit.setAttribute('data-fera-submit', '');
    var status = el('p', { margin: '0' }); status.setAttribute('role', 'status');
    form.append(rating, field('Your name', name, 'fera-name-' + (productId || 'store')), field('Your review', body, 'fera-body-' + (productId || 'store')), submit, status);
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var data = new FormData(form);
      submit.disabled = true;
      call('/reviews', { method: 'POST', body: JSON.stringify({ product_id: productId, rating: Number(data.get('rating')), customer: { name: data.get('name') }, body: data.get('body') }) })
        .then(function (response) {
          if (!response.ok) throw new Error('HTTP ' + response.status);
          form.replaceChildren(el('p', { margin: '0', fontWeight: '600' }, 'Thank you! Your review was submitted and appears once it is approved.'));
          form.lastChild.setAttribute('role', 'status');
        })
        .catch(function () { submit.disabled = false; status.textContent = 'Your review could not be sent. Please try again.'; });
    });
    container.append(form);
  }
  function render(container) {
    if (container.getAttribute('data-fera-rendered')) return;
    container.setAttribute('data-fera-rendered', 'loading');
    var productId = container.getAttribute('data-product-id');
    call(productId ? '/products/' + encodeURIComponent(productId) + '/reviews' : '/reviews')
      .then(function (response) { if (!response.ok) throw new Error('HTTP ' + response.status); return response.json(); })
      .then(function (result) {
        container.replaceChildren();
        container.setAttribute('data-fera-rendered', 'true');
        container.style.setProperty('--fera-primary', settings.color);
        var list = el('ul', { listStyle: 'none', margin: '0', padding: '0', display: 'grid', gap: '12px' });
        list.setAttribute('aria-label', 'Reviews');
        result.data.forEach(function (review) {
          var item = el('li', { borderBottom: '1px solid #d9e2e6', paddingBottom: '12px' });
          var rated = el('span', { background: INK, color: settings.color, borderRadius: '4px', padding: '2px 8px', letterSpacing: '2px' }, stars(review.rating));
          rated.setAttribute('aria-label', review.rating + ' out of 5');
          item.append(rated, el('strong', { display: 'block', marginTop: '6px' }, review.heading || ''), el('p', { margin: '4px 0' }, review.body), el('span', { color: '#53626b', fontSize: '0.9375rem' }, review.customer.name));
          list.append(item);
        });
        if (!result.data.length) container.append(el('p', { margin: '0' }, 'No reviews yet. Be the first to write one.'));
        else container.append(list);
        renderForm(container, productId);
      })
      .catch(function () { container.setAttribute('data-fera-rendered', 'failed'); });
  }
  var commands = {
    configure: function (options) {
      settings.pk = options.store_pk; settings.shop = options.shop;
      if (options.primary_color) settings.color = options.primary_color;
    },
    loadContainers: function () { document.querySelectorAll('[data-fera-container]').forEach(render); }
  };
  function run(command) { var fn = command && commands[command[0]]; if (fn) fn(command[1] || {}); }
  setTimeout(function () {
    var queued = Array.isArray(window.fera) ? window.fera : [];
    window.fera = { ready: true, push: run };
    queued.forEach(run);
  }, ${WIDGET_BOOT_MS});
})();`;
