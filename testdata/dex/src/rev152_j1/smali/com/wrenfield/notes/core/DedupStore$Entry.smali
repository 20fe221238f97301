.class public final Lcom/wrenfield/notes/core/DedupStore$Entry;
.super Ljava/lang/Object;
.source "DedupStore.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/wrenfield/notes/core/DedupStore;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Entry"
.end annotation


# instance fields
.field public final argsDigest:Ljava/lang/String;

.field public final outcome:Ljava/lang/String;

.field public final recordedAt:J

.field public final tool:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V
    .registers 6

    .line 30
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 31
    iput-object p1, p0, Lcom/wrenfield/notes/core/DedupStore$Entry;->tool:Ljava/lang/String;

    .line 32
    iput-object p2, p0, Lcom/wrenfield/notes/core/DedupStore$Entry;->argsDigest:Ljava/lang/String;

    .line 33
    iput-object p3, p0, Lcom/wrenfield/notes/core/DedupStore$Entry;->outcome:Ljava/lang/String;

    .line 34
    iput-wide p4, p0, Lcom/wrenfield/notes/core/DedupStore$Entry;->recordedAt:J

    .line 35
    return-void
.end method
