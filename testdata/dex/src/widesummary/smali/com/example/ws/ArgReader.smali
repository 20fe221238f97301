# Java sketch (ArgReader.java):
#   interface ArgReader { String read(Bundle extras, String key); }
.class interface abstract Lcom/example/ws/ArgReader;
.super Ljava/lang/Object;
.source "ArgReader.java"

.method public abstract read(Landroid/os/Bundle;Ljava/lang/String;)Ljava/lang/String;
.end method
