.class public final synthetic Lcom/lumenhall/hub/scenes/SceneTools$$ExternalSyntheticLambda7;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Function;


# instance fields
.field public final synthetic f$0:Lcom/lumenhall/hub/scenes/SceneTools;

.field public final synthetic f$1:Lcom/lumenhall/hub/cetp/Call;

.field public final synthetic f$2:Ljava/lang/String;

.field public final synthetic f$3:Ljava/lang/String;


# direct methods
.method public synthetic constructor <init>(Lcom/lumenhall/hub/scenes/SceneTools;Lcom/lumenhall/hub/cetp/Call;Ljava/lang/String;Ljava/lang/String;)V
    .registers 5

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/lumenhall/hub/scenes/SceneTools$$ExternalSyntheticLambda7;->f$0:Lcom/lumenhall/hub/scenes/SceneTools;

    iput-object p2, p0, Lcom/lumenhall/hub/scenes/SceneTools$$ExternalSyntheticLambda7;->f$1:Lcom/lumenhall/hub/cetp/Call;

    iput-object p3, p0, Lcom/lumenhall/hub/scenes/SceneTools$$ExternalSyntheticLambda7;->f$2:Ljava/lang/String;

    iput-object p4, p0, Lcom/lumenhall/hub/scenes/SceneTools$$ExternalSyntheticLambda7;->f$3:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6

    iget-object v0, p0, Lcom/lumenhall/hub/scenes/SceneTools$$ExternalSyntheticLambda7;->f$0:Lcom/lumenhall/hub/scenes/SceneTools;

    iget-object v1, p0, Lcom/lumenhall/hub/scenes/SceneTools$$ExternalSyntheticLambda7;->f$1:Lcom/lumenhall/hub/cetp/Call;

    iget-object v2, p0, Lcom/lumenhall/hub/scenes/SceneTools$$ExternalSyntheticLambda7;->f$2:Ljava/lang/String;

    iget-object v3, p0, Lcom/lumenhall/hub/scenes/SceneTools$$ExternalSyntheticLambda7;->f$3:Ljava/lang/String;

    check-cast p1, Lorg/json/JSONObject;

    invoke-virtual {v0, v1, v2, v3, p1}, Lcom/lumenhall/hub/scenes/SceneTools;->lambda$deleteScene$8$com-lumenhall-hub-scenes-SceneTools(Lcom/lumenhall/hub/cetp/Call;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;)Ljava/util/concurrent/CompletionStage;

    move-result-object v0

    return-object v0
.end method
