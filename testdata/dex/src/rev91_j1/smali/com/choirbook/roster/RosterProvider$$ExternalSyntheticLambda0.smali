.class public final synthetic Lcom/choirbook/roster/RosterProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Consumer;


# instance fields
.field public final synthetic f$0:Lcom/choirbook/roster/RosterChange;


# direct methods
.method public synthetic constructor <init>(Lcom/choirbook/roster/RosterChange;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/choirbook/roster/RosterProvider$$ExternalSyntheticLambda0;->f$0:Lcom/choirbook/roster/RosterChange;

    return-void
.end method


# virtual methods
.method public final accept(Ljava/lang/Object;)V
    .registers 3

    iget-object v0, p0, Lcom/choirbook/roster/RosterProvider$$ExternalSyntheticLambda0;->f$0:Lcom/choirbook/roster/RosterChange;

    check-cast p1, Lcom/choirbook/roster/RosterListener;

    invoke-static {v0, p1}, Lcom/choirbook/roster/RosterProvider;->lambda$call$0(Lcom/choirbook/roster/RosterChange;Lcom/choirbook/roster/RosterListener;)V

    return-void
.end method
