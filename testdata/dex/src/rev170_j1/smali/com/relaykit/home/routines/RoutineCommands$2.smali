.class Lcom/relaykit/home/routines/RoutineCommands$2;
.super Ljava/lang/Object;
.source "RoutineCommands.java"

# interfaces
.implements Lcom/relaykit/home/core/Command;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/relaykit/home/routines/RoutineCommands;->forTool(Lcom/relaykit/home/cetp/CetpRequest;Lcom/relaykit/home/routines/RoutineRepo;)Lcom/relaykit/home/core/Command;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation


# instance fields
.field final synthetic val$id:Ljava/lang/String;

.field final synthetic val$repo:Lcom/relaykit/home/routines/RoutineRepo;

.field final synthetic val$row:Landroid/content/ContentValues;


# direct methods
.method constructor <init>(Lcom/relaykit/home/routines/RoutineRepo;Ljava/lang/String;Landroid/content/ContentValues;)V
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 72
    iput-object p1, p0, Lcom/relaykit/home/routines/RoutineCommands$2;->val$repo:Lcom/relaykit/home/routines/RoutineRepo;

    iput-object p2, p0, Lcom/relaykit/home/routines/RoutineCommands$2;->val$id:Ljava/lang/String;

    iput-object p3, p0, Lcom/relaykit/home/routines/RoutineCommands$2;->val$row:Landroid/content/ContentValues;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public describe()Ljava/lang/String;
    .registers 5

    .line 91
    iget-object v0, p0, Lcom/relaykit/home/routines/RoutineCommands$2;->val$row:Landroid/content/ContentValues;

    const-string v1, "name"

    invoke-virtual {v0, v1}, Landroid/content/ContentValues;->getAsString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    iget-object v1, p0, Lcom/relaykit/home/routines/RoutineCommands$2;->val$row:Landroid/content/ContentValues;

    const-string v2, "trigger_at"

    invoke-virtual {v1, v2}, Landroid/content/ContentValues;->getAsString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "Delete the routine \""

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, "\" ("

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, "); its schedule stops and its actions are removed"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v0, v2

    return-object v0
.end method

.method public execute()Lorg/json/JSONObject;
    .registers 7

    .line 75
    new-instance v4, Lorg/json/JSONObject;

    invoke-direct {v4}, Lorg/json/JSONObject;-><init>()V

    .line 77
    :try_start_0
    iget-object v2, p0, Lcom/relaykit/home/routines/RoutineCommands$2;->val$repo:Lcom/relaykit/home/routines/RoutineRepo;

    iget-object v3, p0, Lcom/relaykit/home/routines/RoutineCommands$2;->val$id:Ljava/lang/String;

    invoke-virtual {v2, v3}, Lcom/relaykit/home/routines/RoutineRepo;->delete(Ljava/lang/String;)Z

    move-result v2

    const-string v1, "deleted"

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    .line 80
    goto :goto_0

    :catch_0
    move-exception v5

    .line 79
    new-instance v0, Ljava/lang/IllegalStateException;

    invoke-direct {v0, v5}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/Throwable;)V

    throw v0

    .line 81
    :goto_0
    return-object v4
.end method

.method public reversible()Z
    .registers 2

    .line 97
    const/4 v0, 0x1

    return v0
.end method

.method public undo()V
    .registers 3

    .line 86
    iget-object v0, p0, Lcom/relaykit/home/routines/RoutineCommands$2;->val$repo:Lcom/relaykit/home/routines/RoutineRepo;

    iget-object v1, p0, Lcom/relaykit/home/routines/RoutineCommands$2;->val$row:Landroid/content/ContentValues;

    invoke-virtual {v0, v1}, Lcom/relaykit/home/routines/RoutineRepo;->restore(Landroid/content/ContentValues;)V

    .line 87
    return-void
.end method
