.class public final synthetic Lapp/larder/home/cetp/ShoppingToolProvider$$ExternalSyntheticLambda3;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;


# instance fields
.field public final synthetic f$0:Lapp/larder/home/cetp/ShoppingToolProvider;

.field public final synthetic f$1:J

.field public final synthetic f$2:Z


# direct methods
.method public synthetic constructor <init>(Lapp/larder/home/cetp/ShoppingToolProvider;JZ)V
    .registers 5

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/larder/home/cetp/ShoppingToolProvider$$ExternalSyntheticLambda3;->f$0:Lapp/larder/home/cetp/ShoppingToolProvider;

    iput-wide p2, p0, Lapp/larder/home/cetp/ShoppingToolProvider$$ExternalSyntheticLambda3;->f$1:J

    iput-boolean p4, p0, Lapp/larder/home/cetp/ShoppingToolProvider$$ExternalSyntheticLambda3;->f$2:Z

    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 5

    iget-object v0, p0, Lapp/larder/home/cetp/ShoppingToolProvider$$ExternalSyntheticLambda3;->f$0:Lapp/larder/home/cetp/ShoppingToolProvider;

    iget-wide v1, p0, Lapp/larder/home/cetp/ShoppingToolProvider$$ExternalSyntheticLambda3;->f$1:J

    iget-boolean v3, p0, Lapp/larder/home/cetp/ShoppingToolProvider$$ExternalSyntheticLambda3;->f$2:Z

    invoke-static {v0, v1, v2, v3}, Lapp/larder/home/cetp/ShoppingToolProvider;->executeTool$lambda$1(Lapp/larder/home/cetp/ShoppingToolProvider;JZ)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
