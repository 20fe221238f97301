.class public final synthetic Lcom/larderly/pantry/PantryProvider$$ExternalSyntheticLambda7;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function1;


# instance fields
.field public final synthetic f$0:Lcom/larderly/pantry/PantryProvider;


# direct methods
.method public synthetic constructor <init>(Lcom/larderly/pantry/PantryProvider;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/larderly/pantry/PantryProvider$$ExternalSyntheticLambda7;->f$0:Lcom/larderly/pantry/PantryProvider;

    return-void
.end method


# virtual methods
.method public final invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Lcom/larderly/pantry/PantryProvider$$ExternalSyntheticLambda7;->f$0:Lcom/larderly/pantry/PantryProvider;

    check-cast p1, Lcom/larderly/pantry/ToolCall;

    invoke-static {v0, p1}, Lcom/larderly/pantry/PantryProvider;->tools$lambda$0$3$0(Lcom/larderly/pantry/PantryProvider;Lcom/larderly/pantry/ToolCall;)Lcom/larderly/pantry/Outcome;

    move-result-object v0

    return-object v0
.end method
