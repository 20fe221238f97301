.class public final synthetic Lcom/brightmoor/pantry/RemoteConfig$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;


# instance fields
.field public final synthetic f$0:Lcom/brightmoor/pantry/RemoteConfig;


# direct methods
.method public synthetic constructor <init>(Lcom/brightmoor/pantry/RemoteConfig;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/brightmoor/pantry/RemoteConfig$$ExternalSyntheticLambda1;->f$0:Lcom/brightmoor/pantry/RemoteConfig;

    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 2

    iget-object v0, p0, Lcom/brightmoor/pantry/RemoteConfig$$ExternalSyntheticLambda1;->f$0:Lcom/brightmoor/pantry/RemoteConfig;

    invoke-static {v0}, Lcom/brightmoor/pantry/RemoteConfig;->orderLimit_delegate$lambda$0(Lcom/brightmoor/pantry/RemoteConfig;)I

    move-result v0

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v0

    return-object v0
.end method
