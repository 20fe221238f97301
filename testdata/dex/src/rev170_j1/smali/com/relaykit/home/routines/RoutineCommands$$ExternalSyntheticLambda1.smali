.class public final synthetic Lcom/relaykit/home/routines/RoutineCommands$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/relaykit/home/core/Command$Query;


# instance fields
.field public final synthetic f$0:Lcom/relaykit/home/routines/RoutineRepo;

.field public final synthetic f$1:Ljava/lang/String;

.field public final synthetic f$2:I


# direct methods
.method public synthetic constructor <init>(Lcom/relaykit/home/routines/RoutineRepo;Ljava/lang/String;I)V
    .registers 4

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/relaykit/home/routines/RoutineCommands$$ExternalSyntheticLambda1;->f$0:Lcom/relaykit/home/routines/RoutineRepo;

    iput-object p2, p0, Lcom/relaykit/home/routines/RoutineCommands$$ExternalSyntheticLambda1;->f$1:Ljava/lang/String;

    iput p3, p0, Lcom/relaykit/home/routines/RoutineCommands$$ExternalSyntheticLambda1;->f$2:I

    return-void
.end method


# virtual methods
.method public final run()Lorg/json/JSONObject;
    .registers 4

    iget-object v0, p0, Lcom/relaykit/home/routines/RoutineCommands$$ExternalSyntheticLambda1;->f$0:Lcom/relaykit/home/routines/RoutineRepo;

    iget-object v1, p0, Lcom/relaykit/home/routines/RoutineCommands$$ExternalSyntheticLambda1;->f$1:Ljava/lang/String;

    iget v2, p0, Lcom/relaykit/home/routines/RoutineCommands$$ExternalSyntheticLambda1;->f$2:I

    invoke-static {v0, v1, v2}, Lcom/relaykit/home/routines/RoutineCommands;->lambda$forTool$1(Lcom/relaykit/home/routines/RoutineRepo;Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
