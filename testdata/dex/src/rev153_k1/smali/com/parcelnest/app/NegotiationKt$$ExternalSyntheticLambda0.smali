.class public final synthetic Lcom/parcelnest/app/NegotiationKt$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function1;


# instance fields
.field public final synthetic f$0:Lorg/json/JSONObject;


# direct methods
.method public synthetic constructor <init>(Lorg/json/JSONObject;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/parcelnest/app/NegotiationKt$$ExternalSyntheticLambda0;->f$0:Lorg/json/JSONObject;

    return-void
.end method


# virtual methods
.method public final invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Lcom/parcelnest/app/NegotiationKt$$ExternalSyntheticLambda0;->f$0:Lorg/json/JSONObject;

    check-cast p1, Landroid/os/Bundle;

    invoke-static {v0, p1}, Lcom/parcelnest/app/NegotiationKt;->negotiate$lambda$3(Lorg/json/JSONObject;Landroid/os/Bundle;)Lkotlin/Unit;

    move-result-object v0

    return-object v0
.end method
