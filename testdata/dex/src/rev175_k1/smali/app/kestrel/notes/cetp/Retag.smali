.class public final Lapp/kestrel/notes/cetp/Retag;
.super Ljava/lang/Object;
.source "NotesTools.kt"


# instance fields
.field private final id:J

.field private final tag:Ljava/lang/String;


# direct methods
.method public constructor <init>(JLjava/lang/String;)V
    .registers 5

    const-string v0, "tag"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 71
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-wide p1, p0, Lapp/kestrel/notes/cetp/Retag;->id:J

    iput-object p3, p0, Lapp/kestrel/notes/cetp/Retag;->tag:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final getId()J
    .registers 3

    .line 71
    iget-wide v0, p0, Lapp/kestrel/notes/cetp/Retag;->id:J

    return-wide v0
.end method

.method public final getTag()Ljava/lang/String;
    .registers 2

    .line 71
    iget-object v0, p0, Lapp/kestrel/notes/cetp/Retag;->tag:Ljava/lang/String;

    return-object v0
.end method
