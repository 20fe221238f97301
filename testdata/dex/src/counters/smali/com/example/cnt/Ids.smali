# Java sketch (Ids.java):
#   final class Ids {
#       private static long seq;                  // a static counter
#       private int counter;                      // an instance counter
#       private int calls;                        // counted, but in no token
#       private final int version;                // set once, from a parameter plus one
#       private final AtomicInteger next = new AtomicInteger();
#
#       Ids(int base) { this.version = base + 1; }
#
#       Bundle postIncrement() {                  // true positive CETP613
#           Bundle b = new Bundle();
#           b.putString("operation_id", "op-" + (counter++));
#           return b;
#       }
#       Bundle staticPostIncrement() {            // true positive CETP613
#           Bundle b = new Bundle();
#           b.putString("resume_token", "r" + (seq++));
#           return b;
#       }
#       Bundle atomicAdd() {                      // true positive CETP613
#           Bundle b = new Bundle();
#           b.putString("session_token", String.valueOf(next.getAndAdd(2)));
#           return b;
#       }
#       Bundle countedElsewhere() {               // near miss CETP613
#           calls++;
#           Bundle b = new Bundle();
#           b.putString("operation_id", UUID.randomUUID().toString());
#           return b;
#       }
#       Bundle versioned() {                      // near miss CETP613
#           Bundle b = new Bundle();
#           b.putString("operation_id", "v" + version);
#           return b;
#       }
#   }
.class final Lcom/example/cnt/Ids;
.super Ljava/lang/Object;
.source "Ids.java"

.field private static seq:J

.field private calls:I
.field private counter:I
.field private final next:Ljava/util/concurrent/atomic/AtomicInteger;
.field private final version:I

.method constructor <init>(I)V
    .registers 3
    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 7
    new-instance v0, Ljava/util/concurrent/atomic/AtomicInteger;
    invoke-direct {v0}, Ljava/util/concurrent/atomic/AtomicInteger;-><init>()V
    iput-object v0, p0, Lcom/example/cnt/Ids;->next:Ljava/util/concurrent/atomic/AtomicInteger;
    .line 9
    add-int/lit8 v0, p1, 0x1
    iput v0, p0, Lcom/example/cnt/Ids;->version:I
    return-void
.end method

# true positive CETP613: the value read before counter++
.method postIncrement()Landroid/os/Bundle;
    .registers 5
    .line 12
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 13
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "op-"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    iget v2, p0, Lcom/example/cnt/Ids;->counter:I
    add-int/lit8 v3, v2, 0x1
    iput v3, p0, Lcom/example/cnt/Ids;->counter:I
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    const-string v2, "operation_id"
    invoke-virtual {v0, v2, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 14
    return-object v0
.end method

# true positive CETP613: a static long counter, seq++
.method staticPostIncrement()Landroid/os/Bundle;
    .registers 8
    .line 17
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 18
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "r"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    sget-wide v2, Lcom/example/cnt/Ids;->seq:J
    const-wide/16 v4, 0x1
    add-long/2addr v4, v2
    sput-wide v4, Lcom/example/cnt/Ids;->seq:J
    invoke-virtual {v1, v2, v3}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    const-string v2, "resume_token"
    invoke-virtual {v0, v2, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 19
    return-object v0
.end method

# true positive CETP613: AtomicInteger.getAndAdd
.method atomicAdd()Landroid/os/Bundle;
    .registers 4
    .line 22
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 23
    iget-object v1, p0, Lcom/example/cnt/Ids;->next:Ljava/util/concurrent/atomic/AtomicInteger;
    const/4 v2, 0x2
    invoke-virtual {v1, v2}, Ljava/util/concurrent/atomic/AtomicInteger;->getAndAdd(I)I
    move-result v1
    invoke-static {v1}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v1
    const-string v2, "session_token"
    invoke-virtual {v0, v2, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 24
    return-object v0
.end method

# near miss CETP613: the counter is not in the token
.method countedElsewhere()Landroid/os/Bundle;
    .registers 4
    .line 27
    iget v0, p0, Lcom/example/cnt/Ids;->calls:I
    add-int/lit8 v0, v0, 0x1
    iput v0, p0, Lcom/example/cnt/Ids;->calls:I
    .line 28
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 29
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object v1
    invoke-virtual {v1}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object v1
    const-string v2, "operation_id"
    invoke-virtual {v0, v2, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 30
    return-object v0
.end method

# near miss CETP613: version is set from a parameter plus one, never read back and incremented
.method versioned()Landroid/os/Bundle;
    .registers 4
    .line 33
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 34
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "v"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    iget v2, p0, Lcom/example/cnt/Ids;->version:I
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    const-string v2, "operation_id"
    invoke-virtual {v0, v2, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 35
    return-object v0
.end method
