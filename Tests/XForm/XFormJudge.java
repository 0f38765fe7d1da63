// The second engine's side of formc's XForm proof (docs/XFORM.md, "The judge"): ODK's own form
// engine, JavaRosa, as ODK Collect runs it, from the ODK Validate jar that the pinned pyxform
// wheel ships. It loads an XForm, plays answer scripts, and prints what JavaRosa says as JSON,
// one line per script. No package but the jar; compiled by Tests/XForm/judge.py with javac.
//
// Input (standard input), one command a line, values as hexadecimal UTF-8 so that any text,
// newlines and all, fits on a line:
//   FORM <path>             load the XForm (every SCRIPT after it starts from it, fresh)
//   SCRIPT <id>             start a script: a new form entry, the instance as the form gives it
//   SET <ref> <hex>         answer the field at <ref> (an absolute path) with the text
//   CLEAR <ref>             empty the field
//   ADD <group>             add a row at the end of the repeat <group> (`/F/items`), as Collect's
//                           "Add" does: FormEntryController.newRepeat at the repeat's prompt
//   REMOVE <group> <i>      remove the row at position i (from 0): FormEntryController.deleteRepeat
//   MOVE <group> <i> <j>    move the row at i to position j. JavaRosa has no move (nor has
//                           Collect): the rows from i to j take each other's values, every
//                           node's as it holds it (a hidden one's too), so that the row's values
//                           end at j and the rows between shift by one, as a move leaves them
//   MATCH <hex> <hex>       whether a text (the second) matches a pattern as JavaRosa's regex()
//                           matches it: Java's Pattern.matches; MATCHES prints them all
//   READ                    print the script's outcome: for every question, in form order,
//                           whether it is relevant, required, holds a value (as JavaRosa holds
//                           it), whether the value passes its constraint, and the message
//                           (constraint or required) an engine shows, its label and hint as
//                           an engine shows them; then the instance as
//                           JavaRosa serialises it for submission.
// A row's field is at `/F/items[i]/field`, i its position from 0, in every command and in the
// outcome; READ also says each repeat's number of rows ("rows").
// A SET whose text JavaRosa cannot hold as the field's type (letters in an `int`), or that is
// not a pick of a select's choices (each once), is noted in the outcome's "refused" and leaves
// the field as it was: Collect's widget for the type would not let the text be entered.
import java.io.BufferedReader;
import java.io.FileInputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.javarosa.core.model.FormDef;
import org.javarosa.core.model.FormIndex;
import org.javarosa.core.model.data.AnswerDataFactory;
import org.javarosa.core.model.data.IAnswerData;
import org.javarosa.core.model.data.UncastData;
import org.javarosa.core.model.instance.InstanceInitializationFactory;
import org.javarosa.core.model.instance.TreeElement;
import org.javarosa.core.model.instance.TreeReference;
import org.javarosa.form.api.FormEntryController;
import org.javarosa.form.api.FormEntryModel;
import org.javarosa.form.api.FormEntryPrompt;
import org.javarosa.model.xform.XFormSerializingVisitor;
import org.javarosa.xform.util.XFormUtils;

public final class XFormJudge {
    private static final String JR = "http://openrosa.org/javarosa";

    private String formPath;
    private FormDef form;
    private FormEntryModel model;
    private FormEntryController controller;
    private String script;
    private final List<String> refused = new ArrayList<>();
    private final StringBuilder out = new StringBuilder();
    private final StringBuilder matches = new StringBuilder();

    public static void main(String[] args) throws Exception {
        new XFormJudge().run(new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)));
    }

    private void run(BufferedReader in) throws Exception {
        String line;
        while ((line = in.readLine()) != null) {
            if (line.isEmpty()) continue;
            String[] words = line.split(" ", 3);
            switch (words[0]) {
                case "FORM": formPath = words[1]; break;
                case "SCRIPT": start(words[1]); break;
                case "SET": set(words[1], unhex(words.length > 2 ? words[2] : "")); break;
                case "CLEAR": clear(words[1]); break;
                case "ADD": add(words[1]); break;
                case "REMOVE": remove(words[1], Integer.parseInt(words[2])); break;
                case "MOVE": { String[] w = line.split(" "); move(w[1], Integer.parseInt(w[2]), Integer.parseInt(w[3])); break; }
                case "READ": read(); break;
                case "MATCH": match(unhex(words[1]), unhex(words.length > 2 ? words[2] : "")); break;
                case "MATCHES": out.append("{\"matches\":").append(quote(matches.toString())).append("}\n"); matches.setLength(0); break;
                default: throw new IllegalArgumentException("unknown command: " + line);
            }
        }
        System.out.print(out);
        System.out.flush();
    }

    private void start(String id) throws Exception {
        script = id;
        refused.clear();
        try (FileInputStream stream = new FileInputStream(formPath)) {
            form = XFormUtils.getFormFromInputStream(stream);
        }
        form.initialize(true, new InstanceInitializationFactory());
        model = new FormEntryModel(form);
        controller = new FormEntryController(model);
    }

    /** Every question's index, in form order, relevant or not. */
    private List<FormIndex> questions() {
        List<FormIndex> all = new ArrayList<>();
        FormIndex index = FormIndex.createBeginningOfFormIndex();
        while (true) {
            index = model.incrementIndex(index, true);
            if (index.isEndOfFormIndex()) break;
            if (model.getEvent(index) == FormEntryController.EVENT_QUESTION) all.add(index);
        }
        return all;
    }

    private FormIndex find(String ref) {
        for (FormIndex index : questions()) {
            if (path(index).equals(ref)) return index;
        }
        throw new IllegalArgumentException("no question at " + ref);
    }

    /** The index's node as the judge names it: `/F/name`, a row's `/F/items[i]/name` (i from 0). */
    private String path(FormIndex index) {
        return path(index.getReference());
    }

    private String path(TreeReference reference) {
        StringBuilder b = new StringBuilder();
        TreeReference prefix = TreeReference.rootRef();
        for (int level = 0; level < reference.size(); level++) {
            prefix = prefix.extendRef(reference.getName(level), reference.getMultiplicity(level));
            b.append('/').append(reference.getName(level));
            TreeElement element = form.getMainInstance().resolveReference(prefix);
            if (element != null && element.isRepeatable()) b.append('[').append(reference.getMultiplicity(level)).append(']');
        }
        return b.toString();
    }

    /** The indexes of a repeat's rows (EVENT_REPEAT, in row order) and of its "add" prompt. */
    private List<FormIndex> rows(String group) {
        List<FormIndex> all = new ArrayList<>();
        FormIndex index = FormIndex.createBeginningOfFormIndex();
        while (true) {
            index = model.incrementIndex(index, true);
            if (index.isEndOfFormIndex()) break;
            int event = model.getEvent(index);
            if ((event == FormEntryController.EVENT_REPEAT || event == FormEntryController.EVENT_PROMPT_NEW_REPEAT)
                    && index.getReference().genericize().toString(false).equals(group)) {
                all.add(index);
            }
        }
        return all;
    }

    /** Adds a row at the end, as Collect's "Add" at the repeat's prompt does. */
    private void add(String group) throws Exception {
        for (FormIndex index : rows(group)) {
            if (model.getEvent(index) == FormEntryController.EVENT_PROMPT_NEW_REPEAT) {
                controller.newRepeat(index);
                return;
            }
        }
        refused.add("ADD " + group);
    }

    private void remove(String group, int position) {
        List<FormIndex> rows = rows(group);
        rows.removeIf(index -> model.getEvent(index) != FormEntryController.EVENT_REPEAT);
        // No such row: nothing to remove (noted as refused, like an add without a prompt).
        if (position < 0 || position >= rows.size()) {
            refused.add("REMOVE " + group + " " + position);
            return;
        }
        controller.deleteRepeat(rows.get(position));
    }

    /** JavaRosa has no move: the rows' values are carried to their new positions. */
    private void move(String group, int from, int to) {
        List<FormIndex> rows = rows(group);
        rows.removeIf(index -> model.getEvent(index) != FormEntryController.EVENT_REPEAT);
        if (from < 0 || from >= rows.size() || to < 0 || to >= rows.size()) throw new IllegalArgumentException("no move " + from + " to " + to + " in " + group);
        List<List<IAnswerData>> values = new ArrayList<>();
        List<TreeElement> elements = new ArrayList<>();
        for (FormIndex row : rows) {
            TreeElement element = form.getMainInstance().resolveReference(row.getReference());
            elements.add(element);
            List<IAnswerData> held = new ArrayList<>();
            for (int i = 0; i < element.getNumChildren(); i++) held.add(element.getChildAt(i).getValue());
            values.add(held);
        }
        values.add(to, values.remove(from));
        for (int r = Math.min(from, to); r <= Math.max(from, to); r++) {
            TreeElement element = elements.get(r);
            for (int i = 0; i < element.getNumChildren(); i++) {
                TreeElement child = element.getChildAt(i);
                // A computed value (readonly) follows from the values it reads.
                if (!child.isEnabled()) continue;
                form.setValue(values.get(r).get(i), child.getRef(), true);
            }
        }
    }

    private void set(String ref, String text) {
        FormIndex index = find(ref);
        TreeReference reference = index.getReference();
        TreeElement element = form.getMainInstance().resolveReference(reference);
        // A select's widget picks only its choices, each once.
        List<org.javarosa.core.model.SelectChoice> choices = model.getQuestionPrompt(index).getSelectChoices();
        if (choices != null) {
            List<String> values = new ArrayList<>();
            for (org.javarosa.core.model.SelectChoice choice : choices) values.add(choice.getValue());
            List<String> picked = new ArrayList<>();
            boolean many = model.getQuestionPrompt(index).getControlType() == org.javarosa.core.model.Constants.CONTROL_SELECT_MULTI;
            for (String value : many ? text.split(" ", -1) : new String[] {text}) {
                if (!values.contains(value) || picked.contains(value)) {
                    refused.add(ref);
                    return;
                }
                picked.add(value);
            }
        }
        IAnswerData data;
        try {
            data = AnswerDataFactory.templateByDataType(element.getDataType()).cast(new UncastData(text));
            // A text that is no value of the type casts to an answer without a value (a date).
            if (data == null || data.getValue() == null) throw new IllegalArgumentException(text);
        } catch (RuntimeException e) {
            refused.add(ref);
            return;
        }
        form.setValue(data, reference, true);
    }

    /** Whether the text matches the pattern as JavaRosa's `regex()` matches it
     * (`Pattern.matches`): 1 or 0, or E for a pattern Java cannot compile. */
    private void match(String pattern, String text) {
        try {
            matches.append(java.util.regex.Pattern.matches(pattern, text) ? '1' : '0');
        } catch (java.util.regex.PatternSyntaxException e) {
            matches.append('E');
        }
    }

    private void clear(String ref) {
        form.setValue(null, find(ref).getReference(), true);
    }

    private void read() throws Exception {
        Map<String, String> fields = new LinkedHashMap<>();
        for (FormIndex index : questions()) {
            FormEntryPrompt prompt = model.getQuestionPrompt(index);
            TreeReference reference = index.getReference();
            TreeElement element = form.getMainInstance().resolveReference(reference);
            IAnswerData value = prompt.getAnswerValue();
            boolean relevant = model.isIndexRelevant(index);
            boolean required = prompt.isRequired();
            Boolean passes = value == null ? null : form.evaluateConstraint(reference, value);
            String message = null;
            if (value == null && required) {
                message = element.getBindAttributeValue(JR, "requiredMsg");
            } else if (passes != null && !passes) {
                message = prompt.getConstraintText();
            }
            StringBuilder f = new StringBuilder("{");
            f.append("\"relevant\":").append(relevant);
            f.append(",\"required\":").append(required);
            f.append(",\"value\":").append(value == null ? "null" : quote(value.uncast().getString()));
            f.append(",\"constraint\":").append(passes == null ? "null" : passes.toString());
            f.append(",\"message\":").append(message == null ? "null" : quote(message));
            String label = prompt.getLongText();
            String hint = prompt.getHelpText();
            f.append(",\"label\":").append(label == null ? "null" : quote(label));
            f.append(",\"hint\":").append(hint == null ? "null" : quote(hint));
            f.append("}");
            fields.put(path(index), f.toString());
        }
        byte[] instance = new XFormSerializingVisitor().serializeInstance(form.getInstance());
        out.append("{\"script\":").append(quote(script));
        out.append(",\"refused\":[");
        for (int i = 0; i < refused.size(); i++) out.append(i == 0 ? "" : ",").append(quote(refused.get(i)));
        out.append("],\"rows\":{");
        Map<String, Integer> counts = new LinkedHashMap<>();
        FormIndex at = FormIndex.createBeginningOfFormIndex();
        while (true) {
            at = model.incrementIndex(at, true);
            if (at.isEndOfFormIndex()) break;
            int event = model.getEvent(at);
            if (event != FormEntryController.EVENT_REPEAT && event != FormEntryController.EVENT_PROMPT_NEW_REPEAT) continue;
            String group = at.getReference().genericize().toString(false);
            counts.put(group, counts.getOrDefault(group, 0) + (event == FormEntryController.EVENT_REPEAT ? 1 : 0));
        }
        boolean firstGroup = true;
        for (Map.Entry<String, Integer> e : counts.entrySet()) {
            out.append(firstGroup ? "" : ",").append(quote(e.getKey())).append(":").append(e.getValue());
            firstGroup = false;
        }
        out.append("},\"fields\":{");
        boolean first = true;
        for (Map.Entry<String, String> e : fields.entrySet()) {
            out.append(first ? "" : ",").append(quote(e.getKey())).append(":").append(e.getValue());
            first = false;
        }
        out.append("},\"instance\":").append(quote(new String(instance, StandardCharsets.UTF_8))).append("}\n");
    }

    private static String unhex(String hex) {
        byte[] bytes = new byte[hex.length() / 2];
        for (int i = 0; i < bytes.length; i++) bytes[i] = (byte) Integer.parseInt(hex.substring(2 * i, 2 * i + 2), 16);
        return new String(bytes, StandardCharsets.UTF_8);
    }

    /** A JSON string: quotes, backslashes and every control character escaped. */
    private static String quote(String s) {
        StringBuilder b = new StringBuilder("\"");
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\\') b.append('\\').append(c);
            else if (c < 0x20 || c == 0x2028 || c == 0x2029) b.append(String.format("\\u%04x", (int) c));
            else b.append(c);
        }
        return b.append('"').toString();
    }
}
