
# rev85_j1 with BookingProvider no longer inheriting BaseToolProvider.sessionOk (containsKey only):
#   @Override protected boolean sessionOk(String token, int uid) {
#       if (!super.sessionOk(token, uid)) return false;
#       Integer owner = sessions.get(token);
#       return owner != null && owner.intValue() == uid;
#   }
# (RecordsProvider's override already compares the owner): both providers bind the token.
.method protected sessionOk(Ljava/lang/String;I)Z
    .registers 5
    invoke-super {p0, p1, p2}, Lcom/chairtime/core/BaseToolProvider;->sessionOk(Ljava/lang/String;I)Z
    move-result v0
    if-eqz v0, :cond_refuse
    iget-object v0, p0, Lcom/chairtime/booking/BookingProvider;->sessions:Ljava/util/Map;
    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Integer;
    if-eqz v0, :cond_refuse
    invoke-virtual {v0}, Ljava/lang/Integer;->intValue()I
    move-result v1
    if-ne v1, p2, :cond_refuse
    const/4 v1, 0x1
    return v1
    :cond_refuse
    const/4 v1, 0x0
    return v1
.end method
