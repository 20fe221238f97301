.class public final Lcom/parcelnest/app/ExportService;
.super Landroid/app/Service;
.source "Services.kt"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 55
    invoke-direct {p0}, Landroid/app/Service;-><init>()V

    return-void
.end method


# virtual methods
.method public onBind(Landroid/content/Intent;)Landroid/os/IBinder;
    .registers 4

    const-string v1, "intent"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 56
    const/4 v0, 0x0

    return-object v0
.end method

.method public onStartCommand(Landroid/content/Intent;II)I
    .registers 9

    .line 59
    sget-object v0, Lcom/parcelnest/app/ParcelDb;->Companion:Lcom/parcelnest/app/ParcelDb$Companion;

    move-object v1, p0

    check-cast v1, Landroid/content/Context;

    invoke-virtual {v0, v1}, Lcom/parcelnest/app/ParcelDb$Companion;->open(Landroid/content/Context;)Lcom/parcelnest/app/ParcelDb;

    move-result-object v4

    .line 60
    sget-object v0, Lcom/parcelnest/app/ExportFiles;->INSTANCE:Lcom/parcelnest/app/ExportFiles;

    sget-object v1, Lcom/parcelnest/app/ExportFiles;->INSTANCE:Lcom/parcelnest/app/ExportFiles;

    move-object v2, p0

    check-cast v2, Landroid/content/Context;

    invoke-virtual {v1, v2}, Lcom/parcelnest/app/ExportFiles;->dir(Landroid/content/Context;)Ljava/io/File;

    move-result-object v1

    invoke-virtual {v4}, Lcom/parcelnest/app/ParcelDb;->historyJson()Ljava/lang/String;

    move-result-object v3

    const-string v2, "history.json"

    invoke-virtual {v0, v1, v2, v3}, Lcom/parcelnest/app/ExportFiles;->write(Ljava/io/File;Ljava/lang/String;Ljava/lang/String;)V

    .line 61
    sget-object v0, Lcom/parcelnest/app/ExportFiles;->INSTANCE:Lcom/parcelnest/app/ExportFiles;

    sget-object v1, Lcom/parcelnest/app/ExportFiles;->INSTANCE:Lcom/parcelnest/app/ExportFiles;

    move-object v2, p0

    check-cast v2, Landroid/content/Context;

    invoke-virtual {v1, v2}, Lcom/parcelnest/app/ExportFiles;->dir(Landroid/content/Context;)Ljava/io/File;

    move-result-object v1

    invoke-virtual {v4}, Lcom/parcelnest/app/ParcelDb;->reservationsJson()Ljava/lang/String;

    move-result-object v3

    const-string v2, "reservations.json"

    invoke-virtual {v0, v1, v2, v3}, Lcom/parcelnest/app/ExportFiles;->write(Ljava/io/File;Ljava/lang/String;Ljava/lang/String;)V

    .line 62
    invoke-virtual {p0, p3}, Lcom/parcelnest/app/ExportService;->stopSelf(I)V

    .line 63
    const/4 v0, 0x2

    return v0
.end method
