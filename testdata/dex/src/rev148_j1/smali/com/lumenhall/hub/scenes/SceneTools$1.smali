.class Lcom/lumenhall/hub/scenes/SceneTools$1;
.super Ljava/lang/Object;
.source "SceneTools.java"

# interfaces
.implements Lcom/lumenhall/hub/state/StateStore$Observer;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/lumenhall/hub/scenes/SceneTools;-><init>(Lcom/lumenhall/hub/Hub;)V
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation


# instance fields
.field final synthetic this$0:Lcom/lumenhall/hub/scenes/SceneTools;

.field final synthetic val$hub:Lcom/lumenhall/hub/Hub;


# direct methods
.method constructor <init>(Lcom/lumenhall/hub/scenes/SceneTools;Lcom/lumenhall/hub/Hub;)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 52
    iput-object p1, p0, Lcom/lumenhall/hub/scenes/SceneTools$1;->this$0:Lcom/lumenhall/hub/scenes/SceneTools;

    iput-object p2, p0, Lcom/lumenhall/hub/scenes/SceneTools$1;->val$hub:Lcom/lumenhall/hub/Hub;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public onChanged(Ljava/lang/String;Lorg/json/JSONObject;)V
    .registers 11

    .line 55
    const-string v1, "scene:"

    invoke-virtual {v1}, Ljava/lang/String;->length()I

    move-result v1

    invoke-virtual {p1, v1}, Ljava/lang/String;->substring(I)Ljava/lang/String;

    move-result-object v6

    .line 56
    iget-object v0, p0, Lcom/lumenhall/hub/scenes/SceneTools$1;->val$hub:Lcom/lumenhall/hub/Hub;

    iget-object v0, v0, Lcom/lumenhall/hub/Hub;->db:Lcom/lumenhall/hub/data/HubDb;

    invoke-virtual {v0}, Lcom/lumenhall/hub/data/HubDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v7

    .line 57
    if-nez p2, :cond_0

    .line 58
    const/4 v3, 0x1

    new-array v3, v3, [Ljava/lang/String;

    const/4 v4, 0x0

    aput-object v6, v3, v4

    const-string v1, "scenes"

    const-string v2, "id = ?"

    invoke-virtual {v7, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    .line 59
    return-void

    .line 61
    :cond_0
    const-string v2, "name"

    invoke-virtual {p2, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    .line 62
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "UPDATE scenes SET name = \'"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, "\', updated_at = "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v2, v3}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, " WHERE id = \'"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, "\'"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    move-object v1, v4

    .line 61
    invoke-virtual {v7, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 63
    return-void
.end method
