.class public final synthetic Lcom/parcelnest/app/LockerToolProvider$$ExternalSyntheticLambda15;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function1;


# instance fields
.field public final synthetic f$0:Lcom/parcelnest/app/LockerToolProvider;


# direct methods
.method public synthetic constructor <init>(Lcom/parcelnest/app/LockerToolProvider;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/parcelnest/app/LockerToolProvider$$ExternalSyntheticLambda15;->f$0:Lcom/parcelnest/app/LockerToolProvider;

    return-void
.end method


# virtual methods
.method public final invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Lcom/parcelnest/app/LockerToolProvider$$ExternalSyntheticLambda15;->f$0:Lcom/parcelnest/app/LockerToolProvider;

    check-cast p1, Lcom/parcelnest/app/ToolBuilder;

    invoke-static {v0, p1}, Lcom/parcelnest/app/LockerToolProvider;->lambda$0$4(Lcom/parcelnest/app/LockerToolProvider;Lcom/parcelnest/app/ToolBuilder;)Lkotlin/Unit;

    move-result-object v0

    return-object v0
.end method
