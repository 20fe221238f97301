.class Lcom/shotbook/clinic/ClinicProvider$4;
.super Ljava/lang/Object;
.source "ClinicProvider.java"

# interfaces
.implements Lcom/shotbook/tools/ToolHandler;


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/shotbook/clinic/ClinicProvider;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation


# direct methods
.method constructor <init>()V
    .registers 1

    .line 91
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public execute(Landroid/content/Context;Ljava/lang/String;IZ)Landroid/os/Bundle;
    .registers 7

    .line 94
    new-instance v0, Lcom/google/gson/Gson;

    invoke-direct {v0}, Lcom/google/gson/Gson;-><init>()V

    const-class v1, Lcom/shotbook/clinic/LotArgs;

    invoke-virtual {v0, p2, v1}, Lcom/google/gson/Gson;->fromJson(Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object p2

    check-cast p2, Lcom/shotbook/clinic/LotArgs;

    .line 95
    if-eqz p4, :cond_ask

    .line 96
    new-instance p3, Landroid/content/ContentValues;

    invoke-direct {p3}, Landroid/content/ContentValues;-><init>()V

    .line 97
    const/4 p4, 0x1

    invoke-static {p4}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object p4

    const-string v0, "verified"

    invoke-virtual {p3, v0, p4}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 98
    const-string p4, "shots.db"

    const/4 v0, 0x0

    const/4 v1, 0x0

    invoke-virtual {p1, p4, v0, v1}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object p1

    const/4 p4, 0x2

    new-array p4, p4, [Ljava/lang/String;

    iget-object v1, p2, Lcom/shotbook/clinic/LotArgs;->lot:Ljava/lang/String;

    aput-object v1, p4, v0

    iget-object p2, p2, Lcom/shotbook/clinic/LotArgs;->patient:Ljava/lang/String;

    const/4 v0, 0x1

    aput-object p2, p4, v0

    const-string p2, "doses"

    const-string v0, "lot = ? AND patient = ?"

    .line 99
    invoke-virtual {p1, p2, p3, v0, p4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    .line 100
    const-string p1, "{\"verified\":true}"

    invoke-static {p1}, Lcom/shotbook/tools/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 102
    :cond_ask
    invoke-static {}, Lcom/shotbook/tools/TokenStore;->fresh()Ljava/lang/String;

    move-result-object p2

    .line 103
    new-instance p4, Lcom/shotbook/tools/TokenStore;

    const-string v0, "clinic_resume"

    invoke-direct {p4, p1, v0}, Lcom/shotbook/tools/TokenStore;-><init>(Landroid/content/Context;Ljava/lang/String;)V

    invoke-virtual {p4, p2, p3}, Lcom/shotbook/tools/TokenStore;->put(Ljava/lang/String;I)V

    .line 104
    new-instance p3, Lcom/shotbook/tools/ResolutionBuilder;

    invoke-direct {p3, p1}, Lcom/shotbook/tools/ResolutionBuilder;-><init>(Landroid/content/Context;)V

    const-string p1, "com.shotbook.action.CONFIRM_DOSE"

    invoke-virtual {p3, p1}, Lcom/shotbook/tools/ResolutionBuilder;->action(Ljava/lang/String;)Lcom/shotbook/tools/ResolutionBuilder;

    move-result-object p1

    .line 105
    const/high16 p3, 0x4000000

    invoke-virtual {p1, p3}, Lcom/shotbook/tools/ResolutionBuilder;->flags(I)Lcom/shotbook/tools/ResolutionBuilder;

    move-result-object p1

    invoke-virtual {p1}, Lcom/shotbook/tools/ResolutionBuilder;->build()Landroid/app/PendingIntent;

    move-result-object p1

    .line 106
    invoke-static {p1, p2}, Lcom/shotbook/tools/Replies;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method
