package android.view;
public class View { public View(android.content.Context c) {} public void setOnClickListener(OnClickListener l) {} public interface OnClickListener { void onClick(View v); } }
