.class final Lcom/mendbook/repair/NoteJob;
.super Lcom/mendbook/repair/Job;
.source "NoteJob.java"


# instance fields
.field final text:Ljava/lang/String;


# direct methods
.method constructor <init>(Ljava/lang/String;Ljava/lang/String;)V
    .registers 3

    .line 8
    invoke-direct {p0, p1}, Lcom/mendbook/repair/Job;-><init>(Ljava/lang/String;)V

    .line 9
    iput-object p2, p0, Lcom/mendbook/repair/NoteJob;->text:Ljava/lang/String;

    .line 10
    return-void
.end method
