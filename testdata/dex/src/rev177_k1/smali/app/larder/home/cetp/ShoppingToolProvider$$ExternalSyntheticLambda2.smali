.class public final synthetic Lapp/larder/home/cetp/ShoppingToolProvider$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;


# instance fields
.field public final synthetic f$0:Lapp/larder/home/cetp/ShoppingToolProvider;

.field public final synthetic f$1:Ljava/lang/String;

.field public final synthetic f$2:Ljava/lang/String;

.field public final synthetic f$3:I


# direct methods
.method public synthetic constructor <init>(Lapp/larder/home/cetp/ShoppingToolProvider;Ljava/lang/String;Ljava/lang/String;I)V
    .registers 5

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/larder/home/cetp/ShoppingToolProvider$$ExternalSyntheticLambda2;->f$0:Lapp/larder/home/cetp/ShoppingToolProvider;

    iput-object p2, p0, Lapp/larder/home/cetp/ShoppingToolProvider$$ExternalSyntheticLambda2;->f$1:Ljava/lang/String;

    iput-object p3, p0, Lapp/larder/home/cetp/ShoppingToolProvider$$ExternalSyntheticLambda2;->f$2:Ljava/lang/String;

    iput p4, p0, Lapp/larder/home/cetp/ShoppingToolProvider$$ExternalSyntheticLambda2;->f$3:I

    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 5

    iget-object v0, p0, Lapp/larder/home/cetp/ShoppingToolProvider$$ExternalSyntheticLambda2;->f$0:Lapp/larder/home/cetp/ShoppingToolProvider;

    iget-object v1, p0, Lapp/larder/home/cetp/ShoppingToolProvider$$ExternalSyntheticLambda2;->f$1:Ljava/lang/String;

    iget-object v2, p0, Lapp/larder/home/cetp/ShoppingToolProvider$$ExternalSyntheticLambda2;->f$2:Ljava/lang/String;

    iget v3, p0, Lapp/larder/home/cetp/ShoppingToolProvider$$ExternalSyntheticLambda2;->f$3:I

    invoke-static {v0, v1, v2, v3}, Lapp/larder/home/cetp/ShoppingToolProvider;->executeTool$lambda$0(Lapp/larder/home/cetp/ShoppingToolProvider;Ljava/lang/String;Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
