.class public final Lcom/visitloop/care/VisitQueries;
.super Ljava/lang/Object;
.source "Care.kt"

.field public static final INSTANCE:Lcom/visitloop/care/VisitQueries;
.field public static final NOTES_LIKE_BOUND:Ljava/lang/String; = "SELECT count(*) FROM notes WHERE body LIKE ?"

.method private constructor <init>()V
    .registers 1
    .line 61
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final notesLike(Ljava/lang/String;)Ljava/lang/String;
    .registers 6
    const-string v1, "text"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 62
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "SELECT count(*) FROM notes WHERE body LIKE \'%"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v3, "%\'"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/visitloop/care/VisitQueries;
    invoke-direct {v0}, Lcom/visitloop/care/VisitQueries;-><init>()V
    sput-object v0, Lcom/visitloop/care/VisitQueries;->INSTANCE:Lcom/visitloop/care/VisitQueries;
    return-void
.end method

