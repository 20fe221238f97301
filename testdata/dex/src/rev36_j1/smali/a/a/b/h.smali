.class public final La/a/b/h;
.super Ljava/lang/Object;
.source "PickupResumes.java"


# instance fields
.field public final a:I

.field public final b:Ljava/lang/String;

.field public final c:Ljava/lang/String;

.field public final d:J


# direct methods
.method public constructor <init>(ILjava/lang/String;Ljava/lang/String;J)V
    .locals 0

    .line 36
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 37
    iput p1, p0, La/a/b/h;->a:I

    .line 38
    iput-object p2, p0, La/a/b/h;->b:Ljava/lang/String;

    .line 39
    iput-object p3, p0, La/a/b/h;->c:Ljava/lang/String;

    .line 40
    iput-wide p4, p0, La/a/b/h;->d:J

    .line 41
    return-void
.end method
