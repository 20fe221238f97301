.class public final Lcom/rxrefill/a/f;
.super Ljava/lang/Object;
.source "Support.kt"


# instance fields
.field public final a:I

.field public final b:Ljava/lang/String;

.field public final c:J


# direct methods
.method public constructor <init>(ILjava/lang/String;J)V
    .registers 5

    .line 73
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput p1, p0, Lcom/rxrefill/a/f;->a:I

    iput-object p2, p0, Lcom/rxrefill/a/f;->b:Ljava/lang/String;

    iput-wide p3, p0, Lcom/rxrefill/a/f;->c:J

    return-void
.end method
