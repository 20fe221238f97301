.class public final synthetic Lcom/example/r36j2/FreezeConfirmActivity$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "SourceFile"

# interfaces
.implements Landroid/view/View$OnClickListener;


# instance fields
.field public final synthetic f$0:Lcom/example/r36j2/FreezeConfirmActivity;


# direct methods
.method public synthetic constructor <init>(Lcom/example/r36j2/FreezeConfirmActivity;)V
    .locals 0

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/example/r36j2/FreezeConfirmActivity$$ExternalSyntheticLambda0;->f$0:Lcom/example/r36j2/FreezeConfirmActivity;

    return-void
.end method


# virtual methods
.method public final onClick(Landroid/view/View;)V
    .locals 0

    iget-object p1, p0, Lcom/example/r36j2/FreezeConfirmActivity$$ExternalSyntheticLambda0;->f$0:Lcom/example/r36j2/FreezeConfirmActivity;

    invoke-virtual {p1}, Lcom/example/r36j2/FreezeConfirmActivity;->a()V

    return-void
.end method
