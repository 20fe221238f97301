.class final Lcom/wrenfield/notes/notes/SearchNotesTool$Query;
.super Ljava/lang/Object;
.source "SearchNotesTool.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/wrenfield/notes/notes/SearchNotesTool;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "Query"
.end annotation


# instance fields
.field final limit:I

.field final text:Ljava/lang/String;


# direct methods
.method constructor <init>(Ljava/lang/String;I)V
    .registers 3

    .line 39
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 40
    iput-object p1, p0, Lcom/wrenfield/notes/notes/SearchNotesTool$Query;->text:Ljava/lang/String;

    .line 41
    iput p2, p0, Lcom/wrenfield/notes/notes/SearchNotesTool$Query;->limit:I

    .line 42
    return-void
.end method
