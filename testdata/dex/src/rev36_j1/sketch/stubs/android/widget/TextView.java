package android.widget;
public class TextView extends android.view.View { public TextView(android.content.Context c) { super(c); } public void setText(CharSequence t) {} }
