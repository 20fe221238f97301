# Java sketch (ArchiveArgs.java):
#   final class ArchiveArgs {                                                   // 6
#       private final String name;
#       private final boolean confirmed;
#       ArchiveArgs(String name, boolean confirmed) {                           // 9
#           this.name = name;                                                   // 10
#           this.confirmed = confirmed;                                         // 11
#       }
#       static ArchiveArgs from(Bundle extras) {
#           return new ArchiveArgs(extras.getString("name"), extras.getBoolean("confirmed")); // 14
#       }
#       String getName() { return name; }                                       // 16
#       boolean isConfirmed() { return confirmed; }                             // 17
#   }
.class final Lcom/example/ao/ArchiveArgs;
.super Ljava/lang/Object;
.source "ArchiveArgs.java"

.field private final name:Ljava/lang/String;
.field private final confirmed:Z

.method constructor <init>(Ljava/lang/String;Z)V
    .locals 0
    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 10
    iput-object p1, p0, Lcom/example/ao/ArchiveArgs;->name:Ljava/lang/String;
    .line 11
    iput-boolean p2, p0, Lcom/example/ao/ArchiveArgs;->confirmed:Z
    return-void
.end method

.method static from(Landroid/os/Bundle;)Lcom/example/ao/ArchiveArgs;
    .locals 3
    .line 14
    new-instance v0, Lcom/example/ao/ArchiveArgs;
    const-string v1, "name"
    invoke-virtual {p0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v2, "confirmed"
    invoke-virtual {p0, v2}, Landroid/os/Bundle;->getBoolean(Ljava/lang/String;)Z
    move-result p0
    invoke-direct {v0, v1, p0}, Lcom/example/ao/ArchiveArgs;-><init>(Ljava/lang/String;Z)V
    return-object v0
.end method

.method getName()Ljava/lang/String;
    .locals 1
    .line 16
    iget-object v0, p0, Lcom/example/ao/ArchiveArgs;->name:Ljava/lang/String;
    return-object v0
.end method

.method isConfirmed()Z
    .locals 1
    .line 17
    iget-boolean v0, p0, Lcom/example/ao/ArchiveArgs;->confirmed:Z
    return v0
.end method
