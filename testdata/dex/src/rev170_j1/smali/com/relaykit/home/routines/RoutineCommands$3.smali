.class Lcom/relaykit/home/routines/RoutineCommands$3;
.super Ljava/lang/Object;
.source "RoutineCommands.java"

# interfaces
.implements Lcom/relaykit/home/core/Command;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/relaykit/home/routines/RoutineCommands;->create(Lcom/relaykit/home/routines/RoutineRepo;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONArray;)Lcom/relaykit/home/core/Command;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation


# instance fields
.field private createdId:Ljava/lang/String;

.field final synthetic val$actions:Lorg/json/JSONArray;

.field final synthetic val$name:Ljava/lang/String;

.field final synthetic val$repo:Lcom/relaykit/home/routines/RoutineRepo;

.field final synthetic val$triggerAt:Ljava/lang/String;


# direct methods
.method constructor <init>(Lcom/relaykit/home/routines/RoutineRepo;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONArray;)V
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 111
    iput-object p1, p0, Lcom/relaykit/home/routines/RoutineCommands$3;->val$repo:Lcom/relaykit/home/routines/RoutineRepo;

    iput-object p2, p0, Lcom/relaykit/home/routines/RoutineCommands$3;->val$name:Ljava/lang/String;

    iput-object p3, p0, Lcom/relaykit/home/routines/RoutineCommands$3;->val$triggerAt:Ljava/lang/String;

    iput-object p4, p0, Lcom/relaykit/home/routines/RoutineCommands$3;->val$actions:Lorg/json/JSONArray;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public describe()Ljava/lang/String;
    .registers 7

    .line 131
    iget-object v0, p0, Lcom/relaykit/home/routines/RoutineCommands$3;->val$name:Ljava/lang/String;

    invoke-virtual {v0}, Ljava/lang/String;->trim()Ljava/lang/String;

    move-result-object v0

    iget-object v1, p0, Lcom/relaykit/home/routines/RoutineCommands$3;->val$triggerAt:Ljava/lang/String;

    iget-object v2, p0, Lcom/relaykit/home/routines/RoutineCommands$3;->val$actions:Lorg/json/JSONArray;

    invoke-virtual {v2}, Lorg/json/JSONArray;->length()I

    move-result v2

    .line 132
    iget-object v3, p0, Lcom/relaykit/home/routines/RoutineCommands$3;->val$repo:Lcom/relaykit/home/routines/RoutineRepo;

    iget-object v4, p0, Lcom/relaykit/home/routines/RoutineCommands$3;->val$actions:Lorg/json/JSONArray;

    invoke-virtual {v4}, Lorg/json/JSONArray;->toString()Ljava/lang/String;

    move-result-object v4

    invoke-virtual {v3, v4}, Lcom/relaykit/home/routines/RoutineRepo;->touchesLocks(Ljava/lang/String;)Z

    move-result v3

    if-eqz v3, :cond_0

    const-string v3, ", including unlocking a door"

    goto :goto_0

    :cond_0
    const-string v3, ""

    :goto_0
    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "Create the routine \""

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, "\" at "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, " with "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, " actions"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    move-object v0, v4

    .line 131
    return-object v0
.end method

.method public execute()Lorg/json/JSONObject;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 116
    iget-object v0, p0, Lcom/relaykit/home/routines/RoutineCommands$3;->val$repo:Lcom/relaykit/home/routines/RoutineRepo;

    iget-object v1, p0, Lcom/relaykit/home/routines/RoutineCommands$3;->val$name:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->trim()Ljava/lang/String;

    move-result-object v1

    iget-object v2, p0, Lcom/relaykit/home/routines/RoutineCommands$3;->val$triggerAt:Ljava/lang/String;

    iget-object v3, p0, Lcom/relaykit/home/routines/RoutineCommands$3;->val$actions:Lorg/json/JSONArray;

    invoke-virtual {v0, v1, v2, v3}, Lcom/relaykit/home/routines/RoutineRepo;->create(Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONArray;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/relaykit/home/routines/RoutineCommands$3;->createdId:Ljava/lang/String;

    .line 117
    new-instance v4, Lorg/json/JSONObject;

    invoke-direct {v4}, Lorg/json/JSONObject;-><init>()V

    .line 118
    iget-object v1, p0, Lcom/relaykit/home/routines/RoutineCommands$3;->createdId:Ljava/lang/String;

    const-string v0, "routine_id"

    invoke-virtual {v4, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 119
    return-object v4
.end method

.method public reversible()Z
    .registers 2

    .line 137
    const/4 v0, 0x1

    return v0
.end method

.method public undo()V
    .registers 3

    .line 124
    iget-object v0, p0, Lcom/relaykit/home/routines/RoutineCommands$3;->createdId:Ljava/lang/String;

    if-eqz v0, :cond_0

    .line 125
    iget-object v0, p0, Lcom/relaykit/home/routines/RoutineCommands$3;->val$repo:Lcom/relaykit/home/routines/RoutineRepo;

    iget-object v1, p0, Lcom/relaykit/home/routines/RoutineCommands$3;->createdId:Ljava/lang/String;

    invoke-virtual {v0, v1}, Lcom/relaykit/home/routines/RoutineRepo;->delete(Ljava/lang/String;)Z

    .line 127
    :cond_0
    return-void
.end method
