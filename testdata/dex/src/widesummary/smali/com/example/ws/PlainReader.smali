# Java sketch (PlainReader.java):
#   final class PlainReader implements ArgReader {                              // 5
#       @Override public String read(Bundle extras, String key) {
#           return ArgsKt.arg(extras, key);                                      // 7
#       }
#   }
.class final Lcom/example/ws/PlainReader;
.super Ljava/lang/Object;
.source "PlainReader.java"
.implements Lcom/example/ws/ArgReader;

.method constructor <init>()V
    .registers 1
    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public read(Landroid/os/Bundle;Ljava/lang/String;)Ljava/lang/String;
    .registers 3
    .line 7
    invoke-static {p1, p2}, Lcom/example/ws/ArgsKt;->arg(Landroid/os/Bundle;Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    return-object p1
.end method
