.class public final synthetic Lapp/hearthlink/scenes/ScenesProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"


# interfaces
.implements Ljava/lang/Runnable;


# instance fields
.field public final synthetic f$0:Lapp/hearthlink/core/HubStore;

.field public final synthetic f$1:Lapp/hearthlink/scenes/SceneTool;

.field public final synthetic f$2:Lapp/hearthlink/core/Call;

.field public final synthetic f$3:Lorg/json/JSONObject;

.field public final synthetic f$4:Ljava/lang/String;


# direct methods
.method public synthetic constructor <init>(Lapp/hearthlink/core/HubStore;Lapp/hearthlink/scenes/SceneTool;Lapp/hearthlink/core/Call;Lorg/json/JSONObject;Ljava/lang/String;)V
    .registers 6

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/hearthlink/scenes/ScenesProvider$$ExternalSyntheticLambda0;->f$0:Lapp/hearthlink/core/HubStore;

    iput-object p2, p0, Lapp/hearthlink/scenes/ScenesProvider$$ExternalSyntheticLambda0;->f$1:Lapp/hearthlink/scenes/SceneTool;

    iput-object p3, p0, Lapp/hearthlink/scenes/ScenesProvider$$ExternalSyntheticLambda0;->f$2:Lapp/hearthlink/core/Call;

    iput-object p4, p0, Lapp/hearthlink/scenes/ScenesProvider$$ExternalSyntheticLambda0;->f$3:Lorg/json/JSONObject;

    iput-object p5, p0, Lapp/hearthlink/scenes/ScenesProvider$$ExternalSyntheticLambda0;->f$4:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final run()V
    .registers 6

    iget-object v0, p0, Lapp/hearthlink/scenes/ScenesProvider$$ExternalSyntheticLambda0;->f$0:Lapp/hearthlink/core/HubStore;

    iget-object v1, p0, Lapp/hearthlink/scenes/ScenesProvider$$ExternalSyntheticLambda0;->f$1:Lapp/hearthlink/scenes/SceneTool;

    iget-object v2, p0, Lapp/hearthlink/scenes/ScenesProvider$$ExternalSyntheticLambda0;->f$2:Lapp/hearthlink/core/Call;

    iget-object v3, p0, Lapp/hearthlink/scenes/ScenesProvider$$ExternalSyntheticLambda0;->f$3:Lorg/json/JSONObject;

    iget-object v4, p0, Lapp/hearthlink/scenes/ScenesProvider$$ExternalSyntheticLambda0;->f$4:Ljava/lang/String;

    invoke-static {v0, v1, v2, v3, v4}, Lapp/hearthlink/scenes/ScenesProvider;->lambda$execute$0(Lapp/hearthlink/core/HubStore;Lapp/hearthlink/scenes/SceneTool;Lapp/hearthlink/core/Call;Lorg/json/JSONObject;Ljava/lang/String;)V

    return-void
.end method
