.class public final synthetic Lapp/larder/home/cetp/ShoppingToolProvider$$ExternalSyntheticLambda7;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;


# instance fields
.field public final synthetic f$0:Z

.field public final synthetic f$1:Lapp/larder/home/cetp/ShoppingToolProvider;

.field public final synthetic f$2:Lapp/larder/home/work/WorkRequest;


# direct methods
.method public synthetic constructor <init>(ZLapp/larder/home/cetp/ShoppingToolProvider;Lapp/larder/home/work/WorkRequest;)V
    .registers 4

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-boolean p1, p0, Lapp/larder/home/cetp/ShoppingToolProvider$$ExternalSyntheticLambda7;->f$0:Z

    iput-object p2, p0, Lapp/larder/home/cetp/ShoppingToolProvider$$ExternalSyntheticLambda7;->f$1:Lapp/larder/home/cetp/ShoppingToolProvider;

    iput-object p3, p0, Lapp/larder/home/cetp/ShoppingToolProvider$$ExternalSyntheticLambda7;->f$2:Lapp/larder/home/work/WorkRequest;

    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 4

    iget-boolean v0, p0, Lapp/larder/home/cetp/ShoppingToolProvider$$ExternalSyntheticLambda7;->f$0:Z

    iget-object v1, p0, Lapp/larder/home/cetp/ShoppingToolProvider$$ExternalSyntheticLambda7;->f$1:Lapp/larder/home/cetp/ShoppingToolProvider;

    iget-object v2, p0, Lapp/larder/home/cetp/ShoppingToolProvider$$ExternalSyntheticLambda7;->f$2:Lapp/larder/home/work/WorkRequest;

    invoke-static {v0, v1, v2}, Lapp/larder/home/cetp/ShoppingToolProvider;->share$lambda$1(ZLapp/larder/home/cetp/ShoppingToolProvider;Lapp/larder/home/work/WorkRequest;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
