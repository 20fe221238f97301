.class public final synthetic Lcom/saltmarsh/ferry/PassTools$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function1;


# instance fields
.field public final synthetic f$0:Lcom/saltmarsh/ferry/PassTools;


# direct methods
.method public synthetic constructor <init>(Lcom/saltmarsh/ferry/PassTools;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/saltmarsh/ferry/PassTools$$ExternalSyntheticLambda1;->f$0:Lcom/saltmarsh/ferry/PassTools;

    return-void
.end method


# virtual methods
.method public final invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Lcom/saltmarsh/ferry/PassTools$$ExternalSyntheticLambda1;->f$0:Lcom/saltmarsh/ferry/PassTools;

    check-cast p1, Lcom/saltmarsh/ferry/ToolCall;

    invoke-static {v0, p1}, Lcom/saltmarsh/ferry/PassTools;->box$lambda$1$0$0(Lcom/saltmarsh/ferry/PassTools;Lcom/saltmarsh/ferry/ToolCall;)Lcom/saltmarsh/ferry/Reply;

    move-result-object v0

    return-object v0
.end method
