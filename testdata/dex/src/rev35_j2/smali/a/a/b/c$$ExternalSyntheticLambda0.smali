.class public final synthetic La/a/b/c$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "R8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;


# instance fields
.field public final synthetic f$0:La/a/b/f;

.field public final synthetic f$1:Ljava/lang/String;

.field public final synthetic f$2:I


# direct methods
.method public synthetic constructor <init>(La/a/b/f;Ljava/lang/String;I)V
    .locals 0

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, La/a/b/c$$ExternalSyntheticLambda0;->f$0:La/a/b/f;

    iput-object p2, p0, La/a/b/c$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;

    iput p3, p0, La/a/b/c$$ExternalSyntheticLambda0;->f$2:I

    return-void
.end method


# virtual methods
.method public final run()V
    .locals 3

    iget-object v0, p0, La/a/b/c$$ExternalSyntheticLambda0;->f$0:La/a/b/f;

    iget-object v1, p0, La/a/b/c$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;

    iget v2, p0, La/a/b/c$$ExternalSyntheticLambda0;->f$2:I

    invoke-static {v0, v1, v2}, La/a/b/c;->a(La/a/b/f;Ljava/lang/String;I)V

    return-void
.end method
