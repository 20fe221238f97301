.class public final La/a/b/c;
.super Ljava/lang/Object;
.source "Holds.java"


# instance fields
.field public final a:I

.field public final b:Ljava/lang/String;

.field public final c:Ljava/lang/String;

.field public final d:J


# direct methods
.method public constructor <init>(ILjava/lang/String;Ljava/lang/String;J)V
    .locals 0

    .line 33
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 34
    iput p1, p0, La/a/b/c;->a:I

    .line 35
    iput-object p2, p0, La/a/b/c;->b:Ljava/lang/String;

    .line 36
    iput-object p3, p0, La/a/b/c;->c:Ljava/lang/String;

    .line 37
    iput-wide p4, p0, La/a/b/c;->d:J

    .line 38
    return-void
.end method
