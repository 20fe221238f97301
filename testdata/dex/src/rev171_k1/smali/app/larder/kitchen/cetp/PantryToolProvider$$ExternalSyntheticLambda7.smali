.class public final synthetic Lapp/larder/kitchen/cetp/PantryToolProvider$$ExternalSyntheticLambda7;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;


# instance fields
.field public final synthetic f$0:Lapp/larder/kitchen/cetp/PantryToolProvider;

.field public final synthetic f$1:Lapp/larder/kitchen/cetp/ToolSpec;

.field public final synthetic f$2:Lapp/larder/kitchen/cetp/Call;

.field public final synthetic f$3:Lorg/json/JSONObject;


# direct methods
.method public synthetic constructor <init>(Lapp/larder/kitchen/cetp/PantryToolProvider;Lapp/larder/kitchen/cetp/ToolSpec;Lapp/larder/kitchen/cetp/Call;Lorg/json/JSONObject;)V
    .registers 5

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/larder/kitchen/cetp/PantryToolProvider$$ExternalSyntheticLambda7;->f$0:Lapp/larder/kitchen/cetp/PantryToolProvider;

    iput-object p2, p0, Lapp/larder/kitchen/cetp/PantryToolProvider$$ExternalSyntheticLambda7;->f$1:Lapp/larder/kitchen/cetp/ToolSpec;

    iput-object p3, p0, Lapp/larder/kitchen/cetp/PantryToolProvider$$ExternalSyntheticLambda7;->f$2:Lapp/larder/kitchen/cetp/Call;

    iput-object p4, p0, Lapp/larder/kitchen/cetp/PantryToolProvider$$ExternalSyntheticLambda7;->f$3:Lorg/json/JSONObject;

    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 5

    iget-object v0, p0, Lapp/larder/kitchen/cetp/PantryToolProvider$$ExternalSyntheticLambda7;->f$0:Lapp/larder/kitchen/cetp/PantryToolProvider;

    iget-object v1, p0, Lapp/larder/kitchen/cetp/PantryToolProvider$$ExternalSyntheticLambda7;->f$1:Lapp/larder/kitchen/cetp/ToolSpec;

    iget-object v2, p0, Lapp/larder/kitchen/cetp/PantryToolProvider$$ExternalSyntheticLambda7;->f$2:Lapp/larder/kitchen/cetp/Call;

    iget-object v3, p0, Lapp/larder/kitchen/cetp/PantryToolProvider$$ExternalSyntheticLambda7;->f$3:Lorg/json/JSONObject;

    invoke-static {v0, v1, v2, v3}, Lapp/larder/kitchen/cetp/PantryToolProvider;->resume$lambda$0$1$0(Lapp/larder/kitchen/cetp/PantryToolProvider;Lapp/larder/kitchen/cetp/ToolSpec;Lapp/larder/kitchen/cetp/Call;Lorg/json/JSONObject;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
