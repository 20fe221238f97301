.class public final synthetic Lcom/parcelnest/app/LockerToolProvider$$ExternalSyntheticLambda8;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function2;


# instance fields
.field public final synthetic f$0:Lcom/parcelnest/app/LockerToolProvider;


# direct methods
.method public synthetic constructor <init>(Lcom/parcelnest/app/LockerToolProvider;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/parcelnest/app/LockerToolProvider$$ExternalSyntheticLambda8;->f$0:Lcom/parcelnest/app/LockerToolProvider;

    return-void
.end method


# virtual methods
.method public final invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4

    iget-object v0, p0, Lcom/parcelnest/app/LockerToolProvider$$ExternalSyntheticLambda8;->f$0:Lcom/parcelnest/app/LockerToolProvider;

    check-cast p1, Lcom/parcelnest/app/ToolCall;

    check-cast p2, Lorg/json/JSONObject;

    invoke-static {v0, p1, p2}, Lcom/parcelnest/app/LockerToolProvider;->lambda$0$3$1(Lcom/parcelnest/app/LockerToolProvider;Lcom/parcelnest/app/ToolCall;Lorg/json/JSONObject;)Lkotlin/jvm/functions/Function1;

    move-result-object v0

    return-object v0
.end method
