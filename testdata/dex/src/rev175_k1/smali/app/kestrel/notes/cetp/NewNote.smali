.class public final Lapp/kestrel/notes/cetp/NewNote;
.super Ljava/lang/Object;
.source "NotesTools.kt"


# instance fields
.field private final body:Ljava/lang/String;

.field private final tag:Ljava/lang/String;

.field private final title:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 5

    const-string v0, "title"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "body"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 51
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/kestrel/notes/cetp/NewNote;->title:Ljava/lang/String;

    iput-object p2, p0, Lapp/kestrel/notes/cetp/NewNote;->body:Ljava/lang/String;

    iput-object p3, p0, Lapp/kestrel/notes/cetp/NewNote;->tag:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final getBody()Ljava/lang/String;
    .registers 2

    .line 51
    iget-object v0, p0, Lapp/kestrel/notes/cetp/NewNote;->body:Ljava/lang/String;

    return-object v0
.end method

.method public final getTag()Ljava/lang/String;
    .registers 2

    .line 51
    iget-object v0, p0, Lapp/kestrel/notes/cetp/NewNote;->tag:Ljava/lang/String;

    return-object v0
.end method

.method public final getTitle()Ljava/lang/String;
    .registers 2

    .line 51
    iget-object v0, p0, Lapp/kestrel/notes/cetp/NewNote;->title:Ljava/lang/String;

    return-object v0
.end method
