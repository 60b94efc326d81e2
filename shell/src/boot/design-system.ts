// The design system's core, and with it styled-components, evaluated in a task of its own before the
// app's modules, which define their styled components with both (index.tsx). A bare import of a
// library marked free of side effects would be dropped by the bundler; @mealapp/ui is not so marked.
import '@mealapp/ui';
