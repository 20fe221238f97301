.class final Lcom/droprx/courier/ManifestExportService$Builder;
.super Ljava/lang/Object;
.source "ManifestExportService.java"

.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/droprx/courier/ManifestExportService;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "Builder"
.end annotation

.field private action:Ljava/lang/String;

.field private final context:Landroid/content/Context;

.field private day:I

.field private fileName:Ljava/lang/String;

.method constructor <init>(Landroid/content/Context;)V
    .registers 2
    .line 58
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 59
    iput-object p1, p0, Lcom/droprx/courier/ManifestExportService$Builder;->context:Landroid/content/Context;
    .line 60
    return-void
.end method

.method action(Ljava/lang/String;)Lcom/droprx/courier/ManifestExportService$Builder;
    .registers 2
    .line 63
    iput-object p1, p0, Lcom/droprx/courier/ManifestExportService$Builder;->action:Ljava/lang/String;
    .line 64
    return-object p0
.end method

.method build()Landroid/content/Intent;
    .registers 4
    .line 78
    new-instance v0, Landroid/content/Intent;
    iget-object v1, p0, Lcom/droprx/courier/ManifestExportService$Builder;->context:Landroid/content/Context;
    const-class v2, Lcom/droprx/courier/ManifestExportService;
    invoke-direct {v0, v1, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    iget-object v1, p0, Lcom/droprx/courier/ManifestExportService$Builder;->action:Ljava/lang/String;
    invoke-virtual {v0, v1}, Landroid/content/Intent;->setAction(Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    .line 79
    iget-object v1, p0, Lcom/droprx/courier/ManifestExportService$Builder;->fileName:Ljava/lang/String;
    if-eqz v1, :cond_0
    const-string v2, "file_name"
    invoke-virtual {v0, v2, v1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    .line 80
    :cond_0
    const-string v1, "day"
    iget v2, p0, Lcom/droprx/courier/ManifestExportService$Builder;->day:I
    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;I)Landroid/content/Intent;
    move-result-object v0
    return-object v0
.end method

.method day(I)Lcom/droprx/courier/ManifestExportService$Builder;
    .registers 2
    .line 73
    iput p1, p0, Lcom/droprx/courier/ManifestExportService$Builder;->day:I
    .line 74
    return-object p0
.end method

.method fileName(Ljava/lang/String;)Lcom/droprx/courier/ManifestExportService$Builder;
    .registers 2
    .line 68
    iput-object p1, p0, Lcom/droprx/courier/ManifestExportService$Builder;->fileName:Ljava/lang/String;
    .line 69
    return-object p0
.end method
