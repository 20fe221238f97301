# Java sketch (TrimmedReader.java):
#   final class TrimmedReader implements ArgReader {                            // 5
#       @Override public String read(Bundle extras, String key) {
#           String value = ArgsKt.arg(extras, key);                              // 7
#           return value == null ? null : value.trim();                          // 8
#       }
#   }
.class final Lcom/example/ws/TrimmedReader;
.super Ljava/lang/Object;
.source "TrimmedReader.java"
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
    .line 8
    if-nez p1, :cond_8
    const/4 p1, 0x0
    goto :goto_c
    :cond_8
    invoke-virtual {p1}, Ljava/lang/String;->trim()Ljava/lang/String;
    move-result-object p1
    :goto_c
    return-object p1
.end method
