.class public final synthetic La/a/b/f$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "R8$$SyntheticClass"

# interfaces
.implements Landroid/view/View$OnClickListener;


# instance fields
.field public final synthetic f$0:La/a/b/f;


# direct methods
.method public synthetic constructor <init>(La/a/b/f;)V
    .locals 0

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, La/a/b/f$$ExternalSyntheticLambda0;->f$0:La/a/b/f;

    return-void
.end method


# virtual methods
.method public final onClick(Landroid/view/View;)V
    .locals 0

    iget-object p1, p0, La/a/b/f$$ExternalSyntheticLambda0;->f$0:La/a/b/f;

    invoke-virtual {p1}, La/a/b/f;->b()V

    return-void
.end method
