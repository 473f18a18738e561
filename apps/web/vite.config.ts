import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// reactRouter() already compiles JSX and handles HMR: no @vitejs/plugin-react.
export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
});
