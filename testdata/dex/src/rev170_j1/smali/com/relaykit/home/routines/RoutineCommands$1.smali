.class Lcom/relaykit/home/routines/RoutineCommands$1;
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

    .line 43
    iput-object p1, p0, Lcom/relaykit/home/routines/RoutineCommands$1;->val$repo:Lcom/relaykit/home/routines/RoutineRepo;

    iput-object p2, p0, Lcom/relaykit/home/routines/RoutineCommands$1;->val$id:Ljava/lang/String;

    iput-object p3, p0, Lcom/relaykit/home/routines/RoutineCommands$1;->val$row:Landroid/content/ContentValues;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public describe()Ljava/lang/String;
    .registers 4

    .line 60
    iget-object v0, p0, Lcom/relaykit/home/routines/RoutineCommands$1;->val$row:Landroid/content/ContentValues;

    const-string v1, "name"

    invoke-virtual {v0, v1}, Landroid/content/ContentValues;->getAsString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "Run the routine \""

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, "\" now"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    move-object v0, v1

    return-object v0
.end method

.method public execute()Lorg/json/JSONObject;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 46
    iget-object v0, p0, Lcom/relaykit/home/routines/RoutineCommands$1;->val$repo:Lcom/relaykit/home/routines/RoutineRepo;

    iget-object v1, p0, Lcom/relaykit/home/routines/RoutineCommands$1;->val$id:Ljava/lang/String;

    invoke-virtual {v0, v1}, Lcom/relaykit/home/routines/RoutineRepo;->run(Ljava/lang/String;)I

    move-result v3

    .line 47
    new-instance v4, Lorg/json/JSONObject;

    invoke-direct {v4}, Lorg/json/JSONObject;-><init>()V

    .line 48
    iget-object v2, p0, Lcom/relaykit/home/routines/RoutineCommands$1;->val$id:Ljava/lang/String;

    const-string v1, "routine_id"

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 49
    const-string v1, "actions_sent"

    invoke-virtual {v4, v1, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 50
    return-object v4
.end method

.method public reversible()Z
    .registers 2

    .line 65
    const/4 v0, 0x0

    return v0
.end method

.method public undo()V
    .registers 3

    .line 55
    new-instance v0, Ljava/lang/UnsupportedOperationException;

    const-string v1, "the hub has already acted"

    invoke-direct {v0, v1}, Ljava/lang/UnsupportedOperationException;-><init>(Ljava/lang/String;)V

    throw v0
.end method
