.class public final Lcom/keydrop/a/g;
.super Ljava/lang/Object;
.source "ResumeStore.java"


# instance fields
.field public final a:I

.field public final b:Ljava/lang/String;

.field public final c:J


# direct methods
.method constructor <init>(ILjava/lang/String;J)V
    .registers 5

    .line 14
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 15
    iput p1, p0, Lcom/keydrop/a/g;->a:I

    .line 16
    iput-object p2, p0, Lcom/keydrop/a/g;->b:Ljava/lang/String;

    .line 17
    iput-wide p3, p0, Lcom/keydrop/a/g;->c:J

    return-void
.end method
