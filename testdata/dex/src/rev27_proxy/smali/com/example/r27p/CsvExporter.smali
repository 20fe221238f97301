.class public final Lcom/example/r27p/CsvExporter;
.super Ljava/lang/Object;
.source "CsvExporter.java"
.implements Lcom/example/r27p/Exporter;

.method public constructor <init>()V
    .registers 1
    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public export(Landroid/content/Context;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 4
    .line 9
    const-string p1, "calling_package"
    invoke-virtual {p2, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 10
    const-string p2, "com.example.partner"
    invoke-virtual {p2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :cond_ok
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "partner only"
    invoke-static {p1, p2}, Lcom/example/r27p/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 11
    :cond_ok
    const-string p1, "{\"rows\":12}"
    invoke-static {p1}, Lcom/example/r27p/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method public name()Ljava/lang/String;
    .registers 2
    .line 7
    const-string v0, "export_csv"
    return-object v0
.end method
