// Changing an element's locale or jurisdiction attribute re-renders it live.
for (const select of document.querySelectorAll('select[data-attribute]')) {
  select.addEventListener('change', () => {
    document.getElementById(select.getAttribute('aria-controls')).setAttribute(select.dataset.attribute, select.value);
  });
}
