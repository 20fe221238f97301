.class Lcom/shotbook/clinic/ClinicProvider$3$1;
.super Ljava/lang/Object;
.source "ClinicProvider.java"

# interfaces
.implements Ljava/lang/Runnable;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/shotbook/clinic/ClinicProvider$3;->execute(Landroid/content/Context;Ljava/lang/String;IZ)Landroid/os/Bundle;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation


# instance fields
.field final synthetic this$0:Lcom/shotbook/clinic/ClinicProvider$3;

.field final synthetic val$a:Lcom/shotbook/clinic/LotArgs;

.field final synthetic val$app:Landroid/content/Context;

.field final synthetic val$recorder:Ljava/lang/String;

.field final synthetic val$uid:I


# direct methods
.method constructor <init>(Lcom/shotbook/clinic/ClinicProvider$3;Lcom/shotbook/clinic/LotArgs;Ljava/lang/String;ILandroid/content/Context;)V
    .registers 6

    .line 70
    iput-object p1, p0, Lcom/shotbook/clinic/ClinicProvider$3$1;->this$0:Lcom/shotbook/clinic/ClinicProvider$3;

    iput-object p2, p0, Lcom/shotbook/clinic/ClinicProvider$3$1;->val$a:Lcom/shotbook/clinic/LotArgs;

    iput-object p3, p0, Lcom/shotbook/clinic/ClinicProvider$3$1;->val$recorder:Ljava/lang/String;

    iput p4, p0, Lcom/shotbook/clinic/ClinicProvider$3$1;->val$uid:I

    iput-object p5, p0, Lcom/shotbook/clinic/ClinicProvider$3$1;->val$app:Landroid/content/Context;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public run()V
    .registers 6

    .line 73
    new-instance v0, Landroid/content/ContentValues;

    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V

    .line 74
    iget-object v1, p0, Lcom/shotbook/clinic/ClinicProvider$3$1;->val$a:Lcom/shotbook/clinic/LotArgs;

    iget-object v1, v1, Lcom/shotbook/clinic/LotArgs;->lot:Ljava/lang/String;

    const-string v2, "lot"

    invoke-virtual {v0, v2, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 75
    iget-object v1, p0, Lcom/shotbook/clinic/ClinicProvider$3$1;->val$a:Lcom/shotbook/clinic/LotArgs;

    iget-object v1, v1, Lcom/shotbook/clinic/LotArgs;->patient:Ljava/lang/String;

    const-string v2, "patient"

    invoke-virtual {v0, v2, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 76
    const-string v1, "recorded_by"

    iget-object v2, p0, Lcom/shotbook/clinic/ClinicProvider$3$1;->val$recorder:Ljava/lang/String;

    invoke-virtual {v0, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 77
    iget v1, p0, Lcom/shotbook/clinic/ClinicProvider$3$1;->val$uid:I

    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v1

    const-string v2, "recorder_uid"

    invoke-virtual {v0, v2, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 78
    iget-object v1, p0, Lcom/shotbook/clinic/ClinicProvider$3$1;->val$app:Landroid/content/Context;

    const-string v2, "shots.db"

    const/4 v3, 0x0

    const/4 v4, 0x0

    invoke-virtual {v1, v2, v3, v4}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v1

    const-string v2, "doses"

    const/4 v3, 0x0

    invoke-virtual {v1, v2, v3, v0}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 79
    return-void
.end method
