.class public final Lapp/kestrel/notes/cetp/ListQuery;
.super Ljava/lang/Object;
.source "NotesTools.kt"


# instance fields
.field private final limit:I

.field private final tag:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;I)V
    .registers 3

    .line 31
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/kestrel/notes/cetp/ListQuery;->tag:Ljava/lang/String;

    iput p2, p0, Lapp/kestrel/notes/cetp/ListQuery;->limit:I

    return-void
.end method


# virtual methods
.method public final getLimit()I
    .registers 2

    .line 31
    iget v0, p0, Lapp/kestrel/notes/cetp/ListQuery;->limit:I

    return v0
.end method

.method public final getTag()Ljava/lang/String;
    .registers 2

    .line 31
    iget-object v0, p0, Lapp/kestrel/notes/cetp/ListQuery;->tag:Ljava/lang/String;

    return-object v0
.end method
