.class public final Lcom/example/r27g/JsonExporter;
.super Ljava/lang/Object;
.source "JsonExporter.java"
.implements Lcom/example/r27g/Exporter;

.method public constructor <init>()V
    .registers 1
    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public export(Landroid/content/Context;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 4
    .line 9
    const-string p1, "style"
    invoke-virtual {p2, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 10
    const-string p2, "compact"
    invoke-virtual {p2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_pretty
    const-string p1, "{\"rows\":12}"
    invoke-static {p1}, Lcom/example/r27g/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 11
    :cond_pretty
    const-string p1, "{\n  \"rows\": 12\n}"
    invoke-static {p1}, Lcom/example/r27g/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method public name()Ljava/lang/String;
    .registers 2
    .line 7
    const-string v0, "export_json"
    return-object v0
.end method
