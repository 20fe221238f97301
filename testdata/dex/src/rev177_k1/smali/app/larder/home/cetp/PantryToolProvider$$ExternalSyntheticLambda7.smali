.class public final synthetic Lapp/larder/home/cetp/PantryToolProvider$$ExternalSyntheticLambda7;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;


# instance fields
.field public final synthetic f$0:Lapp/larder/home/cetp/PantryToolProvider;

.field public final synthetic f$1:Lapp/larder/home/work/WorkRequest;

.field public final synthetic f$2:Z


# direct methods
.method public synthetic constructor <init>(Lapp/larder/home/cetp/PantryToolProvider;Lapp/larder/home/work/WorkRequest;Z)V
    .registers 4

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/larder/home/cetp/PantryToolProvider$$ExternalSyntheticLambda7;->f$0:Lapp/larder/home/cetp/PantryToolProvider;

    iput-object p2, p0, Lapp/larder/home/cetp/PantryToolProvider$$ExternalSyntheticLambda7;->f$1:Lapp/larder/home/work/WorkRequest;

    iput-boolean p3, p0, Lapp/larder/home/cetp/PantryToolProvider$$ExternalSyntheticLambda7;->f$2:Z

    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 4

    iget-object v0, p0, Lapp/larder/home/cetp/PantryToolProvider$$ExternalSyntheticLambda7;->f$0:Lapp/larder/home/cetp/PantryToolProvider;

    iget-object v1, p0, Lapp/larder/home/cetp/PantryToolProvider$$ExternalSyntheticLambda7;->f$1:Lapp/larder/home/work/WorkRequest;

    iget-boolean v2, p0, Lapp/larder/home/cetp/PantryToolProvider$$ExternalSyntheticLambda7;->f$2:Z

    invoke-static {v0, v1, v2}, Lapp/larder/home/cetp/PantryToolProvider;->export$lambda$0(Lapp/larder/home/cetp/PantryToolProvider;Lapp/larder/home/work/WorkRequest;Z)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
