.class public final synthetic Lcom/brightmoor/pantry/Modules$$ExternalSyntheticLambda5;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;


# instance fields
.field public final synthetic f$0:Landroid/content/Context;


# direct methods
.method public synthetic constructor <init>(Landroid/content/Context;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/brightmoor/pantry/Modules$$ExternalSyntheticLambda5;->f$0:Landroid/content/Context;

    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 2

    iget-object v0, p0, Lcom/brightmoor/pantry/Modules$$ExternalSyntheticLambda5;->f$0:Landroid/content/Context;

    invoke-static {v0}, Lcom/brightmoor/pantry/Modules;->install$lambda$5(Landroid/content/Context;)Lcom/brightmoor/pantry/CallerRepository;

    move-result-object v0

    return-object v0
.end method
